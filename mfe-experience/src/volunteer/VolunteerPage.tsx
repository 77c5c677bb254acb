import type { AreaProps } from '@predental/area-runtime/area';
import { EntriesPage } from '../entries';
import { VOLUNTEER } from './volunteer-kind';

export default function VolunteerPage(props: AreaProps) {
  return <EntriesPage {...props} kind={VOLUNTEER} />;
}
