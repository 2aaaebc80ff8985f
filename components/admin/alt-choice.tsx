import { useId } from 'react';
import { CHOOSE_ONE, type AltQuestion } from '@/lib/admin/alt-words';

/**
 * Two alt texts for one picture, side by side: the one the library holds
 * (someone's words) and the one typed, with where the file's alt text shows.
 * Radio buttons posted with the form around them (`<name>Choice`: "keep" or
 * "typed"), so the choice works without JavaScript. Server-rendered.
 */
export function AltChoice({
  name,
  question,
  bare = false,
}: {
  name: string;
  question: AltQuestion;
  /** Inside a box of its own (a QuestionBox): no border and background of its own. */
  bare?: boolean;
}) {
  const option = 'flex items-start gap-2 rounded-md border border-black/15 bg-white p-3';
  const unanswered = `${useId()}-unanswered`;
  return (
    <fieldset
      aria-describedby={question.unanswered ? unanswered : undefined}
      className={`flex flex-col gap-2 ${bare ? '' : 'rounded-lg border border-amber-300 bg-amber-50 p-4'}`}
    >
      <legend className="px-1 font-semibold">Which alt text does this picture keep?</legend>
      {question.unanswered && (
        <p id={unanswered} role="alert" className="text-sm font-semibold text-red-800">
          {CHOOSE_ONE}
        </p>
      )}
      {/* Asked: a post without a choice asks again, never takes one side. */}
      <input type="hidden" name={`${name}Asked`} value="1" />
      <label className={option}>
        <input type="radio" name={`${name}Choice`} value="keep" className="mt-1" />
        <span>
          The one it has: <q className="font-semibold">{question.now}</q>
        </span>
      </label>
      <label className={option}>
        <input type="radio" name={`${name}Choice`} value="typed" className="mt-1" />
        <span>
          Yours: <q className="font-semibold">{question.typed}</q>
        </span>
      </label>
      <p className={`text-sm ${bare ? 'text-amber-950' : 'text-brand-slate'}`}>{question.reach}</p>
    </fieldset>
  );
}
