import { renderStandalone } from '@predental/area-runtime/StandaloneHost';
import ApplicationsPage from './applications/ApplicationsPage';

renderStandalone('Applications', [{ label: 'Applications', Page: ApplicationsPage }]);
