import { useId, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@predental/design/Button';
import { FieldHint, Label } from '@predental/design/Input';
import { Inline } from '@predental/design/Page';
import { toast } from '../../lib/toast';
import { Avatar } from '../../components/Avatar';

const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

interface PhotoPickerProps {
  photo: string | null;
  username: string;
  onChange: (photo: string | null) => void;
}

/** Reads the chosen image locally as a data URL for preview; nothing is uploaded. */
export function PhotoPicker({ photo, username, onChange }: PhotoPickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid file', description: 'Please choose an image file.', variant: 'destructive' });
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      toast({ title: 'File too large', description: 'Maximum file size: 2MB.', variant: 'destructive' });
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result !== 'string') return;
      onChange(reader.result);
      // SPEC §5: the photo is read and previewed locally; there is no storage to upload it to.
      toast({
        title: 'Photo updated',
        description: 'Your photo is kept in this browser only; upload to storage is not integrated.',
      });
    };
    reader.onerror = () =>
      toast({ title: 'Could not read file', description: 'Please try another image.', variant: 'destructive' });
    reader.readAsDataURL(file);
  };

  return (
    <Inline $gap={20}>
      <Avatar photo={photo} username={username} size={80} />
      <Controls>
        <Label htmlFor={inputId}>Profile Photo</Label>
        <HiddenInput id={inputId} ref={inputRef} type="file" accept="image/*" onChange={onFile} />
        <Inline>
          <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
            Upload Photo
          </Button>
          {photo && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              Remove Photo
            </Button>
          )}
        </Inline>
        <FieldHint>Maximum file size: 2MB. Recommended dimensions: 200x200px.</FieldHint>
      </Controls>
    </Inline>
  );
}
