import { adminClient, signedInClient } from '../../../test-support/api-client';

const ADD = `mutation ($schoolId: ID!) { addApplication(schoolId: $schoolId) { id schoolName stage school { id name } } }`;
const ONE = `query ($id: ID!) { application(id: $id) { id } }`;

describe('applications through the gateway (the new area composed with schools and identity)', () => {
  it("adds a school from the directory, reads the school's details from schools, and keeps it from others", async () => {
    const { client: me } = await signedInClient('applicant');
    const { client: other } = await signedInClient('applicant');
    const [school] = (
      await me.graphql<{ dentalSchools: { id: string; name: string }[] }>('{ dentalSchools { id name } }')
    ).body.data!.dentalSchools;

    const added = await me.graphql(ADD, { schoolId: school!.id });
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data.addApplication).toMatchObject({ schoolName: school!.name, stage: 'planned', school });

    const again = await me.graphql(ADD, { schoolId: school!.id });
    expect(again.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const id = added.body.data.addApplication.id as string;
    expect((await other.graphql(ONE, { id })).body.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect((await me.graphql(ONE, { id })).body.data).toEqual({ application: { id } });
  });

  it("counts the area's applications in the admin statistics, for admins only", async () => {
    const admin = await adminClient();
    const counts = await admin.graphql('{ adminApplicationCount adminApplicationStages { stage count } }');
    expect(counts.body.errors).toBeUndefined();
    expect(counts.body.data.adminApplicationStages).toHaveLength(13);
    const { client: student } = await signedInClient('applicant');
    expect((await student.graphql('{ adminApplicationCount }')).body.errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
