/** The rich-text body's look: its blocks as the page shows them, a selected block outlined. */
export const bodyClass = [
  'min-h-72 rounded-b-md border border-black/20 bg-white px-4 py-3 text-brand-ink focus:border-brand-teal focus:outline-2 focus:outline-brand-teal',
  'space-y-3 [&_a]:text-brand-teal-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-teal [&_blockquote]:pl-4',
  '[&_img]:max-h-64 [&_img]:max-w-full [&_table]:w-full [&_td]:border [&_td]:border-black/20 [&_td]:p-2 [&_th]:border [&_th]:border-black/20 [&_th]:bg-slate-100 [&_th]:p-2',
  '[&_.selectedCell]:bg-brand-teal/10',
  // A video's block as wide as its placeholder (rich-text-video.ts), so that the outline of a selected one is around it.
  '[&_[data-youtube-video]]:max-w-xl',
  // A selected picture or video must look selected: Backspace or Delete removes it.
  '[&_.ProseMirror-selectednode]:outline-4 [&_.ProseMirror-selectednode]:outline-offset-4 [&_.ProseMirror-selectednode]:outline-brand-teal [&_.ProseMirror-selectednode]:outline-solid',
].join(' ');
