import { GreenTourPage } from '@/components/units/green-tour-page';
import { greenTour } from '@/lib/copy/green-tour';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(greenTour.path, greenTour.description);

export default function Page() {
  return <GreenTourPage />;
}
