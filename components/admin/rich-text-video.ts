import Youtube from '@tiptap/extension-youtube';
import { DOMSerializer } from '@tiptap/pm/model';

/**
 * TipTap's YouTube video, drawn in the editor with its player out of reach: Tab
 * moves past the block instead of into the player's controls (where the keys
 * that follow go nowhere), and a click selects the block. Only the editor's
 * drawing changes; the HTML it writes is TipTap's own.
 */
export const EditorVideo = Youtube.extend({
  addNodeView() {
    return ({ node }) => {
      const { dom } = DOMSerializer.renderSpec(document, node.type.spec.toDOM!(node));
      const player = (dom as HTMLElement).querySelector('iframe');
      player?.setAttribute('tabindex', '-1');
      player?.setAttribute('inert', '');
      return { dom };
    };
  },
}).configure({ nocookie: true, controls: true, modestBranding: true });
