import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readTags } from '@/lib/content/read';

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidateTag, revalidatePath: vi.fn(), unstable_cache: vi.fn() }));

const { refreshReads } = await import('./refresh');
const refreshed = () => revalidateTag.mock.calls.map(([tag]) => tag as string);

describe('refreshing the pages after a save', () => {
  beforeEach(() => revalidateTag.mockClear());

  it('refreshes each read’s pages by the tag the pages carry', () => {
    refreshReads(['jobPosts', 'newsVideos']);
    expect(refreshed()).toEqual(['read:jobPosts', 'read:newsVideos']);
    expect(revalidateTag).toHaveBeenCalledWith('read:jobPosts', { expire: 0 });
  });

  it('refreshes only the own pages of the items at these addresses, once each', () => {
    refreshReads(['newsVideos'], {
      read: 'mediaDetails',
      slugs: ['open-day', 'open-day', '', null],
    });
    expect(refreshed()).toEqual(['read:newsVideos', 'read:mediaDetails:open-day']);
    expect(refreshed()[1]).toBe(readTags('mediaDetails', { slug: 'open-day' })[1]);
  });
});
