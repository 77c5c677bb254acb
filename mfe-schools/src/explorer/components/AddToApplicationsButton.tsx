import { errorToast, type AreaProps } from '@predental/area-runtime/area';
import { Button } from '@predental/design/Button';
import { useState } from 'react';
import { useAddApplication, useAppliedSchoolIds } from '../api/applications';

/**
 * "Add to my applications": starts tracking the school in the applications area, then reads "In
 * my applications". In a list, `describedBy` names the element with the school's name, so each
 * button says which school it is for.
 */
export function AddToApplicationsButton({
  school,
  notify,
  size,
  describedBy,
}: Pick<AreaProps, 'notify'> & { school: { id: string; name: string }; size?: 'sm'; describedBy?: string }) {
  const applied = useAppliedSchoolIds().has(school.id);
  const add = useAddApplication();
  const [adding, setAdding] = useState(false);

  const onAdd = async () => {
    setAdding(true);
    try {
      await add(school.id);
      notify({ title: 'Added to my applications', description: `Track ${school.name} under Applications.` });
    } catch (error) {
      notify({ ...errorToast(error), title: 'Error adding application' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <Button
      variant="outline"
      size={size}
      disabled={applied}
      loading={adding}
      aria-describedby={describedBy}
      onClick={() => void onAdd()}
    >
      {applied ? 'In my applications' : 'Add to my applications'}
    </Button>
  );
}
