import { renderStandalone } from '@predental/area-runtime/StandaloneHost';
import ExplorerPage from './explorer/ExplorerPage';
import FavoriteSchools from './application-summary/FavoriteSchools';

renderStandalone('Schools', [
  { label: 'Dental School Explorer', Page: ExplorerPage },
  { label: 'Application summary', Page: FavoriteSchools },
]);
