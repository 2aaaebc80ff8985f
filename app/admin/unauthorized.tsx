/**
 * 401. Nothing calls unauthorized() (the editing area sends a signed-out visitor
 * to its sign-in page), but with authInterrupts on, Next puts this boundary in the
 * root layout, so every page's payload carries it: short, rather than Next's
 * default view with its inline styles (about 1.8 kB raw per page).
 */
export default function Unauthorized() {
  return (
    <main id="main" className="mx-auto max-w-lg px-5 py-16">
      <h1 className="text-2xl font-bold">Sign in to open this page</h1>
      <a
        href="/admin/sign-in"
        className="mt-6 inline-block font-semibold text-brand-teal underline"
      >
        Sign in
      </a>
    </main>
  );
}
