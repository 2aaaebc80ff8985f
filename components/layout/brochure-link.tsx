import type { Messages } from '@/lib/i18n/messages';

/** The Brochure entry: opens the file in a new tab, or stays inert when there is none. */
export function BrochureLink({
  url,
  className,
  onChoose,
  text,
}: {
  url: string | null;
  className: string;
  onChoose?: () => void;
  /** Its words in the page's language. */
  text: Pick<Messages['chrome'], 'brochure' | 'brochureMissing' | 'pdfNewTab'>;
}) {
  if (!url) {
    return (
      <span
        aria-disabled="true"
        className={`${className} cursor-not-allowed opacity-50`}
        title={text.brochureMissing}
      >
        {text.brochure}
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={onChoose}
    >
      {text.brochure}
      <span className="sr-only"> {text.pdfNewTab}</span>
    </a>
  );
}
