import { renderStandalone } from '@predental/remote-build/StandaloneHost';
import ExplorerPage from './explorer/ExplorerPage';

renderStandalone('Schools', [{ label: 'Dental School Explorer', Page: ExplorerPage }]);
