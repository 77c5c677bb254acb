import type { AreaProps } from '@predental/area-runtime/area';
import { EntriesPage } from '../entries';
import { SHADOWING } from './shadowing-kind';

export default function ShadowingPage(props: AreaProps) {
  return <EntriesPage {...props} kind={SHADOWING} />;
}
