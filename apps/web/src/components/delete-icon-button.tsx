import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/**
 * The red trash-can action of the staff tables. The span keeps the tooltip working while the
 * button is disabled (MUI tooltips need an element that receives pointer events).
 */
export function DeleteIconButton({
  title,
  label,
  disabled,
  onClick,
}: {
  /** tooltip text */
  title: string;
  /** accessible name, naming the row it acts on */
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton aria-label={label} color="error" disabled={disabled} onClick={onClick}>
          <DeleteIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
