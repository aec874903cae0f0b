import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

export interface Choice<T extends string> {
  value: T;
  label: string;
  help: string;
}

/** A labelled set of checkboxes (token scopes, webhook events), each with what it means, and the field's error. */
export function ChoiceGroup<T extends string>(props: {
  legend: string;
  choices: Choice<T>[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
  error?: string;
}) {
  const toggle = (value: T) =>
    props.onChange(props.chosen.includes(value) ? props.chosen.filter((v) => v !== value) : [...props.chosen, value]);
  return (
    <div>
      <FormLabel component="legend">{props.legend}</FormLabel>
      <FormGroup>
        {props.choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            control={<Checkbox checked={props.chosen.includes(choice.value)} onChange={() => toggle(choice.value)} />}
            label={
              <span>
                <code>{choice.label}</code> — {choice.help}
              </span>
            }
          />
        ))}
      </FormGroup>
      {props.error ? <FormHelperText error>{props.error}</FormHelperText> : null}
    </div>
  );
}
