/**
 * A short two-note chime made in code (no sound file to download): the cashier hears a new
 * order. Browsers let a page make sound only after the person has touched it (a click, a key),
 * so the audio is set up on the first such gesture; before that, and wherever audio is missing
 * or refused, the chime is silently skipped: the queue itself shows the order.
 */

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (context) return context;
  const Audio =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Audio) return undefined;
  try {
    context = new Audio();
  } catch {
    return undefined;
  }
  return context;
}

const GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * Sets the audio up on the page's next click or key press (a browser's condition for sound),
 * until the returned function is called.
 */
export function primeChime(): () => void {
  if (context?.state === 'running') return () => {};
  function stop() {
    for (const type of GESTURES) window.removeEventListener(type, unlock, true);
  }
  function unlock() {
    stop();
    const audio = audioContext();
    if (audio?.state === 'suspended') audio.resume().catch(() => undefined);
  }
  for (const type of GESTURES) window.addEventListener(type, unlock, true);
  return stop;
}

const NOTES_HZ = [880, 1320];
const NOTE_S = 0.12;
const VOLUME = 0.2;

/** Plays the chime when the page may make sound; otherwise does nothing. */
export function playChime() {
  const audio = context;
  if (!audio || audio.state !== 'running') return;
  try {
    const start = audio.currentTime;
    NOTES_HZ.forEach((hz, i) => {
      const at = start + i * NOTE_S;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = hz;
      // A quick fade in and out: a click-free beep rather than a square edge.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_S);
    });
  } catch {
    // Sound is a courtesy: the order is on screen whatever happens here.
  }
}
