import { renderStandalone } from '@predental/area-runtime/StandaloneHost';
import ExplorerScreen from './explorer/ExplorerScreen';
import FavoriteSchools from './application-summary/FavoriteSchools';

renderStandalone('Schools', [
  { label: 'Dental School Explorer', Page: ExplorerScreen },
  { label: 'Application summary', Page: FavoriteSchools },
]);
