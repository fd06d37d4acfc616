import Box from '@mui/material/Box';

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  maxLength?: number;
  /** A multi-line field of this many rows. */
  rows?: number;
}

const controlSx = {
  width: '100%',
  minHeight: 52,
  px: 1.75,
  py: 1.5,
  font: 'inherit',
  fontSize: '1rem',
  lineHeight: 1.5,
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'rgba(42, 26, 18, 0.42)',
  borderRadius: 2,
  transition: 'border-color 150ms, box-shadow 150ms',
  '&::placeholder': { color: 'text.secondary', opacity: 0.8 },
  '&:hover': { borderColor: 'text.primary' },
  '&:focus': { outline: 'none', borderColor: 'primary.main', boxShadow: '0 0 0 3px rgba(184, 117, 47, 0.45)' },
} as const;

/**
 * A labelled native input (or textarea) with the browser's own validation, uncontrolled: its form
 * reads what the visitor typed when it is sent, even text typed before the page was live. Plain elements rather
 * than MUI's TextField/OutlinedInput, which would add several kilobytes to the first page's script
 * for a floating label this form does not need.
 */
export function FormField({ id, name, label, type = 'text', autoComplete, placeholder, required, maxLength, rows }: FormFieldProps) {
  const common = {
    id,
    name,
    placeholder,
    required,
    maxLength,
    autoComplete,
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, width: '100%', textAlign: 'left' }}>
      <Box component="label" htmlFor={id} sx={{ fontWeight: 600, fontSize: '0.9rem', color: 'text.primary' }}>
        {label}
        {required ? (
          <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.5 }}>
            *
          </Box>
        ) : null}
      </Box>
      {rows !== undefined ? (
        <Box component="textarea" rows={rows} {...common} sx={{ ...controlSx, resize: 'vertical' }} />
      ) : (
        <Box component="input" type={type} {...common} sx={controlSx} />
      )}
    </Box>
  );
}
