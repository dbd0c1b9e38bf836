// How a badge is earned, as staff set it (decision 0056): its kind and, for a theme badge, the theme
// whose deeds count. The app reads these, never the badge's name, so a badge earns the same in every
// language.
import { BADGE_RULE_KINDS, BADGE_RULE_KIND_LABELS, type BadgeRuleKind } from '../../../../lib/content/badge-rules.ts';
import { APP_THEMES, type AppTheme } from '../../../../lib/schemas/app-auth.ts';
import { capitalise, SelectField } from '../../kit/index.ts';

export function BadgeRuleFields({
  kind,
  theme,
  errors,
  onChange,
}: {
  kind: BadgeRuleKind;
  theme: AppTheme | null;
  errors: { kind?: string; theme?: string };
  onChange: (rule: { kind: BadgeRuleKind; theme: AppTheme | null }) => void;
}) {
  return (
    <div className="field-row">
      <SelectField
        id="badge-kind-field"
        label="Earned by"
        value={kind}
        options={BADGE_RULE_KINDS}
        format={(k) => BADGE_RULE_KIND_LABELS[k]}
        error={errors.kind}
        onChange={(next) => onChange({ kind: next, theme: next === 'theme' ? (theme ?? APP_THEMES[0]) : null })}
      />
      {kind === 'theme' && (
        <SelectField
          id="badge-theme-field"
          label="Theme"
          value={theme ?? APP_THEMES[0]}
          options={APP_THEMES}
          format={capitalise}
          error={errors.theme}
          onChange={(next) => onChange({ kind, theme: next })}
        />
      )}
    </div>
  );
}
