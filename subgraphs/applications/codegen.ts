import { subgraphCodegen } from '@predental/service-kit/codegen';

export default subgraphCodegen({
  // Schools' entity: applications gives its key only.
  DentalSchool: '{ id: string }',
  Application: '../applications/application-record#StoredApplicationWithEvents',
  PersonalStatement: '../statements/statement-record#StoredStatement',
  StatementVersion: '../statements/statement-record#VersionWithText',
});
