/** 403 inside the editing area: its header and sections stay, so the way on is in sight. */
export default function Forbidden() {
  return (
    <div className="max-w-lg">
      <h1 className="text-2xl font-bold">Only an admin can open this page</h1>
      <p className="mt-3 text-brand-slate">
        Your account can edit content and answer submissions. Ask an admin if you need more.
      </p>
    </div>
  );
}
