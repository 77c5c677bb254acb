import type { ExperienceUpdate } from '@predental/experience-contract/experiences';
import { resolverOf } from '@predental/area-runtime/form-resolver';
import { formSchema, preload, submitting } from '@predental/area-runtime/form-schema';
import { Checkbox } from '@predental/design/Checkbox';
import { Dialog, FormDialogFooter } from '@predental/design/Dialog';
import { FieldGrid, FormField } from '@predental/design/FormField';
import { Input } from '@predental/design/Input';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { experienceTypeName as typeName } from '@predental/experience-contract/experience-type-names';
import type { Experience } from '../experience-fields';
import { DescriptionField } from './DescriptionField';

interface Form {
  contact: { name: string; title: string; email: string; phone: string };
  ongoing: boolean;
  description: string;
}

/** What the student has added so far; an empty box is a field not filled in (the contract makes it null). */
const formValues = ({ contact, ongoing, description }: Experience): Form => ({
  contact: {
    name: contact.name ?? '',
    title: contact.title ?? '',
    email: contact.email ?? '',
    phone: contact.phone ?? '',
  },
  ongoing,
  description: description ?? '',
});

interface ExperienceDialogProps {
  /** The entry being edited; null when the dialog is closed. */
  experience: Experience | null;
  saving: boolean;
  onClose: () => void;
  onSave: (experience: Experience, changes: ExperienceUpdate) => void;
  /** The form's checks could not load: the 'Error' toast, the dialog stays open. */
  onFail: (error: Error) => void;
}

/** What only the student knows of an entry: its contact, whether it goes on, and its description. */
export function ExperienceDialog({ experience, saving, onClose, onSave, onFail }: ExperienceDialogProps) {
  return (
    <Dialog
      open={experience !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit AADSAS Experience"
      description={experience && `${typeName(experience.type)}: ${experience.organization}`}
    >
      {experience && (
        <ExperienceForm
          key={experience.id}
          experience={experience}
          saving={saving}
          onCancel={onClose}
          onSave={(changes) => onSave(experience, changes)}
          onFail={onFail}
        />
      )}
    </Dialog>
  );
}

// The schema, and zod, load as the dialog opens: the experiences screen shows the entries without them.
const experienceUpdateSchema = formSchema(() =>
  import('@predental/experience-contract/experiences').then((experiences) => experiences.experienceUpdateSchema),
);

function ExperienceForm({
  experience,
  saving,
  onCancel,
  onSave,
  onFail,
}: Pick<ExperienceDialogProps, 'saving' | 'onFail'> & {
  experience: Experience;
  onCancel: () => void;
  onSave: (changes: ExperienceUpdate) => void;
}) {
  const { register, handleSubmit, control, watch, formState } = useForm<Form, unknown, ExperienceUpdate>({
    resolver: resolverOf(experienceUpdateSchema) as never,
    defaultValues: formValues(experience),
  });
  useEffect(() => preload(experienceUpdateSchema), []);
  const { errors } = formState;
  const contactField = (name: keyof Form['contact'], label: string, type = 'text') => (
    <FormField label={label} error={errors.contact?.[name]?.message}>
      {(props) => <Input {...props} type={type} {...register(`contact.${name}`)} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submitting(handleSubmit(onSave), onFail)}>
      <FieldGrid>
        {contactField('name', 'Contact Name')}
        {contactField('title', 'Contact Title')}
        {contactField('email', 'Contact Email', 'email')}
        {contactField('phone', 'Contact Phone', 'tel')}
        <Controller
          control={control}
          name="ongoing"
          render={({ field }) => <Checkbox label="Ongoing" checked={field.value} onCheckedChange={field.onChange} />}
        />
        <DescriptionField
          text={watch('description')}
          error={errors.description?.message}
          {...register('description')}
        />
      </FieldGrid>
      <FormDialogFooter saving={saving} submitLabel="Save Changes" onCancel={onCancel} />
    </form>
  );
}
