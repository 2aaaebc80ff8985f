import { GreenTourPage } from '@/components/units/green-tour-page';
import { greenTour } from '@/lib/copy/green-tour';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(greenTour.path, greenTour.description);

export default function Page() {
  return <GreenTourPage />;
}
