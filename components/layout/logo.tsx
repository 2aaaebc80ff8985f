import { site } from '@/lib/site';
import { BrandMark } from './brand-mark';

/** The group's mark and wordmark. */
export function Logo() {
  return (
    <span className="flex items-center gap-2.5 text-brand-navy">
      <BrandMark size={32} className="shrink-0" />
      <span className="text-lg font-bold tracking-tight">{site.name}</span>
    </span>
  );
}
