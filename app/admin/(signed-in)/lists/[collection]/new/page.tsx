import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BackLink } from '@/components/admin/back-link';
import { CollectionForm } from '@/components/admin/collection-form';
import { suggestions } from '@/lib/admin/collection-store';
import { collection } from '@/lib/admin/collections';
import { groupInputValue } from '@/lib/dates';
import { requireEditor } from '@/lib/auth/session';

type Props = { params: Promise<{ collection: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const spec = collection((await params).collection);
  return { title: spec ? `Add ${spec.one}` : 'List' };
}

export default async function NewItemPage({ params }: Props) {
  const { collection: name } = await params;
  await requireEditor(`/admin/lists/${encodeURIComponent(name)}/new`, { content: ['edit'] });
  const spec = collection(name);
  if (!spec) notFound();
  const now = groupInputValue(new Date());
  const initial = Object.fromEntries(
    spec.fields.map((field) => [
      field.key,
      field.kind === 'datetime'
        ? now
        : field.kind === 'date'
          ? now.slice(0, 10)
          : field.kind === 'boolean'
            ? false
            : '',
    ]),
  );
  return (
    <>
      <BackLink href={`/admin/lists/${spec.name}`}>{spec.label}</BackLink>
      <h1 className="mt-1 mb-6 text-2xl font-bold">Add {spec.one}</h1>
      <CollectionForm
        collection={spec.name}
        fields={spec.fields}
        hideable={spec.hideable}
        id={null}
        version={0}
        initial={initial}
        suggestions={await suggestions(spec)}
      />
    </>
  );
}
