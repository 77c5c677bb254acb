import { subgraphCodegen } from '@predental/service-kit/codegen';

export default subgraphCodegen();
