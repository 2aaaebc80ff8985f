import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * ProseMirror learns of a selection made with Shift and the arrows from the
 * document's `selectionchange` event, which comes a moment later: a Ctrl+K
 * pressed at once would find the selection shorter than the one on screen, and
 * link the wrong words, and Shift+Tab to the toolbar at once would leave it so.
 * The selection on screen is taken first.
 */
export function catchUpSelection(view: EditorView) {
  const shown = view.dom.ownerDocument.getSelection();
  if (!shown?.anchorNode || !shown.focusNode) return;
  if (!view.dom.contains(shown.anchorNode) || !view.dom.contains(shown.focusNode)) return;
  const anchor = view.posAtDOM(shown.anchorNode, shown.anchorOffset);
  const head = view.posAtDOM(shown.focusNode, shown.focusOffset);
  const { selection } = view.state;
  if (selection.anchor === anchor && selection.head === head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, anchor, head)));
}
