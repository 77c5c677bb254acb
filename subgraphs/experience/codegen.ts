import { subgraphCodegen } from '@predental/service-kit/codegen';

// Identity's entity: experience is given its key only.
export default subgraphCodegen({ User: '{ id: string }' });
