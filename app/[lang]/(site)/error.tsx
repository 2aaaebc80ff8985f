'use client';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="mx-auto flex max-w-content flex-col items-center px-5 py-16 text-center sm:py-24">
      {/* A plain <img>: this view must not depend on the image optimiser, which may be what failed. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/images/error.svg"
        alt=""
        width={640}
        height={400}
        className="h-auto w-full max-w-md"
      />
      <h1 className="mt-10 text-heading-1">Something went wrong</h1>
      <p className="mt-4 text-brand-slate">Please try again in a moment.</p>
      <button
        type="button"
        onClick={reset}
        className="mt-8 rounded-full bg-brand-navy px-6 py-3 font-semibold text-white hover:bg-brand-teal"
      >
        Try again
      </button>
    </div>
  );
}
