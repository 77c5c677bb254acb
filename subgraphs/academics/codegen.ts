import { subgraphCodegen } from '@predental/service-kit/codegen';

export default subgraphCodegen({
  // Identity's entity: academics is given its key only.
  User: '{ id: string }',
  DentalSchool: '../required-school#RequiredSchool',
});
