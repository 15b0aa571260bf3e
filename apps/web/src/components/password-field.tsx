import { useState, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useStore } from '@nanostores/react';
import { i18n } from '../i18n/i18n.ts';

const words = i18n('password-field', { show: 'Show password', hide: 'Hide password' });

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & { inputRef?: Ref<HTMLInputElement> };

/** A password input with a show/hide toggle: typing a password on a phone is error-prone. */
export function PasswordField(props: PasswordFieldProps) {
  const t = useStore(words);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t.hide : t.show}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
