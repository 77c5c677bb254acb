import { subgraphCodegen } from '@predental/service-kit/codegen';

// What the store keeps; old and enteredByAdmin are resolved from it.
export default subgraphCodegen({
  DentalSchool: '../schools/dental-school-model#ViewedSchool',
  SchoolFigure: '../schools/sourced-figures#HeldFigure',
});
