/**
 * 403: a signed-in editor on a page only an admin may open.
 *
 * A plain link, not next/link: this boundary sits in the root layout, so every
 * public page's first load carried a separate copy of next/link's client code
 * (3.3 kB gzipped) for a page only editors ever see.
 */
export default function Forbidden() {
  return (
    <main id="main" className="mx-auto flex max-w-lg flex-1 flex-col justify-center px-5 py-16">
      <h1 className="text-2xl font-bold">Only an admin can open this page</h1>
      <p className="mt-3 text-brand-slate">
        Your account can edit content and answer submissions. Ask an admin if you need more.
      </p>
      <a href="/admin" className="mt-6 font-semibold text-brand-teal underline">
        Back to the editing area
      </a>
    </main>
  );
}
