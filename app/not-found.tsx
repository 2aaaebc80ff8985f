import { PageNotFound } from '@/components/layout/page-not-found';

export default function NotFound() {
  return <PageNotFound />;
}
