import { Button } from '@predental/design/Button';
import { Dialog, DialogFooter } from '@predental/design/Dialog';
import { useNavigate } from 'react-router-dom';

/** SPEC §4: what a student without premium meets when saving a school while the paywall is on. */
export function PaywallDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Premium Feature"
      description="Saving favorite schools is a premium feature. Upgrade to keep a list of the schools you are considering."
    >
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Maybe Later
        </Button>
        <Button onClick={() => navigate('/checkout')}>View Premium</Button>
      </DialogFooter>
    </Dialog>
  );
}
