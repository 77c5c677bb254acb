import { subgraphCodegen } from '@predental/service-kit/codegen';

export default subgraphCodegen({
  // Schools' entity: applications gives its key, and reads the letter requirement it @requires.
  DentalSchool: '../letters/requiring-school#RequiringSchool',
  Application: '../applications/application-record#StoredApplicationWithEvents',
  PersonalStatement: '../statements/statement-record#StoredStatement',
  StatementVersion: '../statements/statement-record#VersionWithText',
});
