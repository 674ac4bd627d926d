// Placeholder until this target's tests land.
