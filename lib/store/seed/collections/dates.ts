import { fromGroupWallTime } from '@/lib/dates';

/** Two digits: pad(7) is '07'. */
export const pad = (n: number) => String(n).padStart(2, '0');

/** A moment in Bangladesh time, e.g. at('2026-10-08', '09:30'). */
export const at = (day: string, time = '10:00') => fromGroupWallTime(`${day}T${time}`)!;

/** A YouTube video's embed address, as the contract's video links are. */
export const youtube = (id: string) => `https://www.youtube.com/embed/${id}`;
