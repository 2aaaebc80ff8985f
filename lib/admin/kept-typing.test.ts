import { describe, expect, it } from 'vitest';
import { openedFingerprints } from './conflict';
import type { EditFormState } from './form-state';
import { keepTypedDuringSave } from './kept-typing';

const saved = (values: Record<string, string | boolean>): EditFormState => ({
  status: 'saved',
  message: 'Draft saved at 10:00.',
  version: 8,
  values,
  errors: {},
});

describe('typing during a save', () => {
  const sent = { title: 'Knitting', slug: '', description: '<p>Body</p>', featured: false };

  it('keeps each field typed in since the submit, the rest as the answer has them', () => {
    const now = { ...sent, title: 'Knitting news', featured: true };
    const answer = saved({ ...sent, slug: 'knitting', description: '<p>Body</p>' });
    const { state, kept } = keepTypedDuringSave(answer, sent, now);
    expect(kept).toEqual(['title', 'featured']);
    expect(state.values).toEqual({
      title: 'Knitting news',
      slug: 'knitting',
      description: '<p>Body</p>',
      featured: true,
    });
    // The new version, and the fingerprints of what was saved: the kept text counts as a change.
    expect(state.version).toBe(8);
    expect(state.opened).toBe(openedFingerprints(answer.values!));
    expect(state.message).toBe('Draft saved at 10:00.');
  });

  it('keeps a body typed in meanwhile over the tidied one the answer brings', () => {
    const now = { ...sent, description: '<p>Body and more</p>' };
    const answer = saved({ ...sent, description: '<p>Body</p>\n' });
    expect(keepTypedDuringSave(answer, sent, now).state.values?.description).toBe(
      '<p>Body and more</p>',
    );
  });

  it('leaves the answer alone when nothing was typed meanwhile, or nothing was sent from here', () => {
    const answer = saved({ ...sent, slug: 'knitting' });
    expect(keepTypedDuringSave(answer, sent, { ...sent })).toEqual({ state: answer, kept: [] });
    expect(keepTypedDuringSave(answer, null, { ...sent, title: 'x' })).toEqual({
      state: answer,
      kept: [],
    });
  });

  it('keeps a conflict answer’s fingerprints (of the version now stored)', () => {
    const conflict: EditFormState = { ...saved(sent), status: 'conflict', opened: '{"a":"1"}' };
    const { state } = keepTypedDuringSave(conflict, sent, { ...sent, title: 'Mine' });
    expect(state.opened).toBe('{"a":"1"}');
    expect(state.values?.title).toBe('Mine');
  });

  it('builds on what was sent when the answer holds no values', () => {
    const refused: EditFormState = { status: 'refused', message: 'No.', version: 3, errors: {} };
    const { state } = keepTypedDuringSave(refused, sent, { ...sent, title: 'Mine' });
    expect(state.values).toEqual({ ...sent, title: 'Mine' });
    expect(state.opened).toBe(openedFingerprints(sent));
  });
});
