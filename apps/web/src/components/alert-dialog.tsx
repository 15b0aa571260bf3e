import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MuiTheme } from '../app/mui-theme.tsx';
import { settleAlert, type AlertRequest } from '../lib/alerts.ts';
import { ICONS } from './alert-icons.ts';
import { colors } from '../styles/tokens.ts';
import { useLocalizeMessage } from '../i18n/localize-message.ts';
import { defineMessages } from '../i18n/define-messages.ts';

/** The dialog's own words (a result's title and text come translated by localizeMessage). */
const WORDS = defineMessages('alert-dialog', {
  ok: 'OK',
  cancel: 'Cancel',
  yes: 'Yes',
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  information: 'Information',
});

/** A filled button in this colour, a shade darker under the pointer. */
const filled = (colour: string) => ({
  bgcolor: colour,
  color: colors.contrastText,
  '&:hover': { bgcolor: colour, filter: 'brightness(0.9)' },
});

interface AlertDialogProps {
  request: AlertRequest;
  open: boolean;
  onExited: () => void;
}

/**
 * The result dialog or confirmation on screen (lazily loaded with MUI the first time one shows).
 * Esc and a click outside dismiss it, as the spec's dialog defaults say. One dialog serves one
 * request after another, so a result that follows a confirmation at once reopens the same modal
 * rather than stacking a second one on the first's exit.
 */
export default function AlertDialog({ request, open, onExited }: AlertDialogProps) {
  const id = useId();
  return (
    <MuiTheme>
      <Dialog
        open={open}
        onClose={() => settleAlert(request, null)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        slotProps={{ transition: { onExited } }}
      >
        <AlertBody key={request.id} request={request} id={id} />
      </Dialog>
    </MuiTheme>
  );
}

/**
 * Icon, title, text, the note's box if any, and the buttons. OK has the focus on a result; on a
 * confirmation Cancel has it, so Enter or a stray tap never deletes anything, unless there is a
 * note's box, which takes it so the cashier can type at once (Enter there confirms).
 */
function AlertBody({ request, id }: { request: AlertRequest; id: string }) {
  const { title, text, more, icon, confirm } = request;
  const [note, setNote] = useState('');
  const { Icon, label } = ICONS[icon];
  // The spec's and the server's English, in Filipino for a customer reading it.
  const say = useLocalizeMessage();
  const answer = (event: FormEvent) => {
    event.preventDefault();
    settleAlert(request, note);
  };

  return (
    <Box component="form" noValidate onSubmit={answer} sx={{ textAlign: 'center', pt: 3 }}>
      {/* Named by a label, not an SVG title, so the page's text holds only what it says. */}
      <Icon
        role="img"
        aria-label={say(label)}
        aria-hidden={false}
        color={icon}
        sx={{ fontSize: 80 }}
      />
      <DialogTitle id={`${id}-title`} sx={{ fontSize: '1.75rem', fontWeight: 600 }}>
        {say(title)}
      </DialogTitle>
      <DialogContent>
        {text !== undefined && <DialogContentText id={`${id}-text`}>{say(text)}</DialogContentText>}
        {more !== undefined && (
          <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center', textAlign: 'left' }}>
            {more}
          </Box>
        )}
        {confirm?.note && (
          <TextField
            label={say(confirm.note.label)}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            autoFocus
            fullWidth
            margin="normal"
            slotProps={{
              htmlInput: { maxLength: confirm.note.maxLength, autoComplete: 'off' },
            }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button
          type="submit"
          variant="contained"
          autoFocus={!confirm}
          sx={filled(confirm?.destructive ? colors.errorDark : colors.primary)}
        >
          {say(confirm?.buttonText ?? WORDS.ok)}
        </Button>
        {confirm && (
          // Cancel is the way out, never an alarm: a neutral grey, whatever the action.
          <Button
            variant="contained"
            onClick={() => settleAlert(request, null)}
            autoFocus={!confirm.note}
            sx={filled(colors.textSecondary)}
          >
            {say(WORDS.cancel)}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}
