import { subgraphCodegen } from '@predental/service-kit/codegen';

export default subgraphCodegen({
  // Schools' entity: applications gives its key, and reads the letter requirement it @requires.
  DentalSchool: '../letters/letter-resolvers#RequiringSchool',
  Application: '../applications/application-record#StoredApplicationWithEvents',
});
