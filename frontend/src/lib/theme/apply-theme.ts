import '../theme.css';
import { CUSTOM_VARIABLES, resolveCustomColors } from './custom-colors';
import { systemPrefersReducedMotion } from './system-preferences';
import { isColorSchemeOf, type ThemeSettings } from './theme-options';

/** Writes the settings on <html>: data attributes for lib/theme.css, custom colours as variables. */
export function applyTheme(settings: ThemeSettings): void {
  const root = document.documentElement;
  const data = root.dataset;
  data.theme = settings.mode;
  data.colorScheme = isColorSchemeOf(settings.mode, settings.colorScheme) ? settings.colorScheme : 'default';
  data.fontSize = settings.fontSize;
  data.fontFamily = settings.fontFamily;
  data.radius = settings.borderRadius;
  data.spacing = settings.spacing;
  data.animations = String(settings.animations);
  data.reducedMotion = String(settings.reducedMotion || systemPrefersReducedMotion());
  data.highContrast = String(settings.highContrast);
  const { variables } = resolveCustomColors(settings);
  for (const name of CUSTOM_VARIABLES) {
    const value = variables.get(name);
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
}
