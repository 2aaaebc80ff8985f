import Youtube from '@tiptap/extension-youtube';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { youTubeId } from '@/lib/video';

/** The address a video in the body plays, as a person would paste it (its start time kept). */
export function videoAddress(node: ProseMirrorNode): string {
  const src = String(node.attrs.src ?? '');
  const id = youTubeId(src);
  const start = Number(node.attrs.start) || 0;
  if (!id) return src;
  return `https://www.youtube.com/watch?v=${id}${start > 0 ? `&t=${start}s` : ''}`;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A round play mark, drawn rather than a character so that it looks the same on every system. */
function playMark() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 64 64');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'size-14 sm:size-16');
  const circle = document.createElementNS(SVG, 'circle');
  circle.setAttribute('cx', '32');
  circle.setAttribute('cy', '32');
  circle.setAttribute('r', '31');
  circle.setAttribute('fill', '#dc2626');
  const triangle = document.createElementNS(SVG, 'path');
  triangle.setAttribute('d', 'M26 20 L46 32 L26 44 Z');
  triangle.setAttribute('fill', '#fff');
  svg.append(circle, triangle);
  return svg;
}

/**
 * TipTap's YouTube video, drawn in the editor as a placeholder of the player's
 * size: a dark 16:9 frame with a play mark, "YouTube video" and its address.
 * The player itself showed a blank white box wherever YouTube is out of reach,
 * and its controls caught Tab and the keys that followed; the frame is one block,
 * selected by a click. Only the editor's drawing changes: the HTML it writes is
 * TipTap's own, and the public page plays the video.
 */
export const EditorVideo = Youtube.extend({
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.setAttribute('data-youtube-video', '');
      const address = videoAddress(node);
      const frame = document.createElement('div');
      frame.setAttribute('role', 'img');
      frame.setAttribute('aria-label', `YouTube video: ${address}`);
      frame.setAttribute('data-video-placeholder', '');
      frame.className =
        'flex aspect-video w-full flex-col items-center justify-center gap-2 rounded bg-[#1e293b] p-4 text-center text-white';
      const label = document.createElement('span');
      label.className = 'font-semibold';
      label.textContent = 'YouTube video';
      const shown = document.createElement('span');
      shown.className = 'max-w-full text-sm break-all text-white/85';
      shown.textContent = address;
      frame.append(playMark(), label, shown);
      dom.append(frame);
      return { dom };
    };
  },
}).configure({ nocookie: true, controls: true, modestBranding: true });
