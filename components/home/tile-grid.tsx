import { Card } from '@/components/ui/card';

/** The business tiles: one linked card each. */
export function TileGrid({
  tiles,
}: {
  tiles: readonly { label: string; href: string; text: string }[];
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Card href={tile.href} title={tile.label}>
            {tile.text}
          </Card>
        </li>
      ))}
    </ul>
  );
}
