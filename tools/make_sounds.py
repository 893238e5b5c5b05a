"""Synthesise Five Realms' sound effects with the standard library only.

Writes 16-bit mono 22050 Hz WAV files into assets/sounds/.  Everything is
generated from oscillators, envelopes and seeded noise so the output is
fully reproducible and owned by the project.

    python tools/make_sounds.py
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
TAU = 2.0 * math.pi

SOUND_NAMES = ("click", "card", "slide", "place", "dice", "coins", "score",
               "victory", "error", "whoosh", "reveal", "turn")


# --------------------------------------------------------------- primitives
def silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def mix_into(buf: list[float], src: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    start = int(at * RATE)
    need = start + len(src)
    if need > len(buf):
        buf.extend([0.0] * (need - len(buf)))
    for i, v in enumerate(src):
        buf[start + i] += v * gain


def env_exp(n: int, attack: float, decay: float) -> list[float]:
    """Fast linear attack then exponential decay (decay = time constant s)."""
    a = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        if i < a:
            out.append(i / a)
        else:
            out.append(math.exp(-(i - a) / (decay * RATE)))
    return out


def tone(freq: float, seconds: float, attack: float = 0.005, decay: float = 0.2,
         harmonics: tuple[tuple[float, float], ...] = ((1, 1.0),),
         vibrato: float = 0.0, glide_to: float | None = None) -> list[float]:
    n = int(seconds * RATE)
    env = env_exp(n, attack, decay)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq if glide_to is None else freq + (glide_to - freq) * (i / n)
        if vibrato:
            f *= 1.0 + vibrato * math.sin(TAU * 5.5 * t)
        phase += TAU * f / RATE
        s = 0.0
        for mult, amp in harmonics:
            s += amp * math.sin(phase * mult)
        out.append(s * env[i])
    return out


def bell(freq: float, seconds: float, decay: float = 0.5) -> list[float]:
    # inharmonic partials give a bell / chime colour
    partials = ((1.0, 1.0, 1.0), (2.0, 0.5, 0.6), (2.76, 0.35, 0.45),
                (5.4, 0.18, 0.25), (8.93, 0.08, 0.15))
    n = int(seconds * RATE)
    out = [0.0] * n
    for mult, amp, dmul in partials:
        d = decay * dmul
        f = freq * mult
        if f > RATE / 2.2:
            continue
        for i in range(n):
            t = i / RATE
            a = min(1.0, t / 0.003)
            out[i] += amp * a * math.exp(-t / d) * math.sin(TAU * f * t)
    return out


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(buf: list[float], cutoff: float | list[float]) -> list[float]:
    """One-pole low-pass; cutoff may be a per-sample list for sweeps."""
    out = []
    y = 0.0
    for i, x in enumerate(buf):
        c = cutoff[i] if isinstance(cutoff, list) else cutoff
        alpha = 1.0 - math.exp(-TAU * c / RATE)
        y += alpha * (x - y)
        out.append(y)
    return out


def highpass(buf: list[float], cutoff: float) -> list[float]:
    low = lowpass(buf, cutoff)
    return [x - l for x, l in zip(buf, low)]


def bandpass(buf: list[float], lo: float, hi: float) -> list[float]:
    return highpass(lowpass(buf, hi), lo)


def apply_env(buf: list[float], env: list[float]) -> list[float]:
    return [x * e for x, e in zip(buf, env)]


# --------------------------------------------------------------- the sounds
def snd_click(rng):
    body = tone(1800, 0.06, attack=0.001, decay=0.012, harmonics=((1, 1.0), (2.3, 0.4)))
    tick = apply_env(highpass(noise(0.06, rng), 2500), env_exp(int(0.06 * RATE), 0.0005, 0.006))
    buf = silence(0.08)
    mix_into(buf, body, 0.0, 0.7)
    mix_into(buf, tick, 0.0, 0.5)
    return buf


def snd_card(rng):
    # a card flicked onto felt: filtered noise swish + soft paper tap
    n = int(0.22 * RATE)
    sweep = [3500 - 2500 * (i / n) for i in range(n)]
    swish = lowpass(highpass(noise(0.22, rng), 600), sweep)
    env = [math.sin(math.pi * min(1.0, i / n)) ** 1.5 for i in range(n)]
    buf = silence(0.26)
    mix_into(buf, apply_env(swish, env), 0.0, 1.0)
    tap = apply_env(bandpass(noise(0.08, rng), 300, 2000), env_exp(int(0.08 * RATE), 0.001, 0.015))
    mix_into(buf, tap, 0.15, 0.8)
    return buf


def snd_slide(rng):
    # stone tile sliding: rough low-mid grinding noise with grain modulation
    secs = 0.55
    n = int(secs * RATE)
    grit = bandpass(noise(secs, rng), 120, 1400)
    out = []
    for i, x in enumerate(grit):
        t = i / n
        env = min(1.0, t / 0.12) * min(1.0, (1.0 - t) / 0.25)
        grain = 0.65 + 0.35 * math.sin(TAU * 31 * i / RATE + 2 * math.sin(TAU * 7 * i / RATE))
        out.append(x * env * grain)
    buf = silence(0.6)
    mix_into(buf, out)
    return buf


def snd_place(rng):
    # tile set down: low thump + short woody knock
    thump = tone(110, 0.3, attack=0.002, decay=0.06, harmonics=((1, 1.0), (1.5, 0.3)), glide_to=70)
    knock = tone(420, 0.12, attack=0.001, decay=0.025, harmonics=((1, 1.0), (2.7, 0.3)))
    dust = apply_env(bandpass(noise(0.12, rng), 200, 1800), env_exp(int(0.12 * RATE), 0.001, 0.02))
    buf = silence(0.32)
    mix_into(buf, thump, 0.0, 1.0)
    mix_into(buf, knock, 0.0, 0.45)
    mix_into(buf, dust, 0.0, 0.35)
    return buf


def snd_dice(rng):
    # several clacks of decreasing energy, each a bright resonant tick
    buf = silence(0.75)
    t = 0.0
    energy = 1.0
    for _ in range(9):
        f = rng.uniform(1800, 3200)
        clack = tone(f, 0.05, attack=0.0005, decay=0.008, harmonics=((1, 1.0), (1.63, 0.5), (2.9, 0.25)))
        tick = apply_env(highpass(noise(0.04, rng), 1500), env_exp(int(0.04 * RATE), 0.0003, 0.004))
        mix_into(buf, clack, t, 0.7 * energy)
        mix_into(buf, tick, t, 0.5 * energy)
        t += rng.uniform(0.045, 0.09) * (1.0 + (1 - energy))
        energy *= 0.8
    rumble = apply_env(lowpass(noise(0.6, rng), 500), [math.exp(-i / (0.2 * RATE)) for i in range(int(0.6 * RATE))])
    mix_into(buf, rumble, 0.0, 0.3)
    return buf


def snd_coins(rng):
    buf = silence(0.7)
    t = 0.0
    for k in range(6):
        f = rng.uniform(3000, 4600)
        ping = tone(f, 0.3, attack=0.0008, decay=0.07,
                    harmonics=((1, 1.0), (1.47, 0.6), (2.09, 0.4), (2.56, 0.25)))
        mix_into(buf, ping, t, 0.5 * (0.85 ** k))
        t += rng.uniform(0.03, 0.08)
    return buf


def snd_score(rng):
    # rising arpeggio chime C6 E6 G6 C7
    buf = silence(1.1)
    for k, f in enumerate((1046.5, 1318.5, 1568.0, 2093.0)):
        mix_into(buf, bell(f, 0.7, decay=0.25), k * 0.08, 0.6)
    return buf


def snd_victory(rng):
    # short brass-ish fanfare: G4 G4 G4 C5 . E5 G5 (held)
    brass = ((1, 1.0), (2, 0.6), (3, 0.4), (4, 0.25), (5, 0.12))
    notes = ((392.0, 0.0, 0.14), (392.0, 0.16, 0.14), (392.0, 0.32, 0.14),
             (523.3, 0.48, 0.38), (659.3, 0.9, 0.22), (784.0, 1.14, 1.1))
    buf = silence(2.4)
    for f, at, dur in notes:
        n = tone(f, dur + 0.25, attack=0.02, decay=dur * 1.3, harmonics=brass, vibrato=0.004)
        mix_into(buf, n, at, 0.35)
        mix_into(buf, tone(f * 1.5, dur + 0.25, attack=0.03, decay=dur, harmonics=((1, 1.0), (2, 0.3))), at, 0.12)
    # final chord sparkle
    for f in (1046.5, 1318.5, 1568.0):
        mix_into(buf, bell(f, 1.0, decay=0.35), 1.14, 0.18)
    return buf


def snd_error(rng):
    # soft low buzz, two short pulses
    buzz = ((1, 1.0), (3, 0.25), (5, 0.1))
    buf = silence(0.4)
    for at in (0.0, 0.17):
        b = tone(155, 0.16, attack=0.01, decay=0.09, harmonics=buzz)
        mix_into(buf, lowpass(b, 900), at, 0.8)
    return buf


def snd_whoosh(rng):
    secs = 0.5
    n = int(secs * RATE)
    sweep = [300 + 3200 * math.sin(math.pi * i / n) ** 2 for i in range(n)]
    w = lowpass(noise(secs, rng), sweep)
    env = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
    buf = silence(0.52)
    mix_into(buf, apply_env(w, env))
    return buf


def snd_reveal(rng):
    # magic shimmer: cascade of high bell tones over a soft pad
    buf = silence(1.3)
    pad = tone(523.3, 1.2, attack=0.25, decay=0.5, harmonics=((1, 1.0), (1.5, 0.5), (2, 0.3)), vibrato=0.006)
    mix_into(buf, pad, 0.0, 0.25)
    scale = (1568.0, 1760.0, 2093.0, 2349.3, 2637.0, 3136.0, 3520.0)
    t = 0.0
    for k in range(12):
        f = scale[(k * 3) % len(scale)] * (1 if k % 2 else 1.0)
        mix_into(buf, bell(f, 0.45, decay=0.12), t, 0.25)
        t += 0.045 + 0.004 * k
    return buf


def snd_turn(rng):
    # soft bell, A5 with a gentle fifth
    buf = silence(1.2)
    mix_into(buf, bell(880.0, 1.15, decay=0.45), 0.0, 0.7)
    mix_into(buf, bell(1318.5, 1.0, decay=0.3), 0.0, 0.2)
    return buf


GENERATORS = {
    "click": snd_click, "card": snd_card, "slide": snd_slide, "place": snd_place,
    "dice": snd_dice, "coins": snd_coins, "score": snd_score, "victory": snd_victory,
    "error": snd_error, "whoosh": snd_whoosh, "reveal": snd_reveal, "turn": snd_turn,
}


# --------------------------------------------------------------- finishing
def finish(buf: list[float], peak: float = 0.85, fade_in: float = 0.003, fade_out: float = 0.03,
           max_seconds: float = 2.5) -> list[float]:
    buf = buf[: int(max_seconds * RATE)]
    # remove DC offset
    if buf:
        dc = sum(buf) / len(buf)
        buf = [x - dc for x in buf]
    # trim trailing near-silence (keep a little tail)
    m = max((abs(x) for x in buf), default=0.0) or 1.0
    end = len(buf)
    while end > 0 and abs(buf[end - 1]) < m * 0.002:
        end -= 1
    buf = buf[: min(len(buf), end + int(0.02 * RATE))]
    # normalise
    m = max((abs(x) for x in buf), default=0.0) or 1.0
    buf = [x * peak / m for x in buf]
    # fades (no clicks at the ends)
    fi = max(1, int(fade_in * RATE))
    fo = max(1, int(fade_out * RATE))
    n = len(buf)
    for i in range(min(fi, n)):
        buf[i] *= i / fi
    for i in range(min(fo, n)):
        buf[n - 1 - i] *= i / fo
    return buf


def write_wav(path: Path, buf: list[float]) -> None:
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, x)) * 32767)) for x in buf)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    total = 0
    for i, name in enumerate(SOUND_NAMES):
        rng = random.Random(20240 + i)  # fixed seed per sound => reproducible
        buf = finish(GENERATORS[name](rng))
        path = OUT / f"{name}.wav"
        write_wav(path, buf)
        size = path.stat().st_size
        total += size
        print(f"{name:8s} {len(buf) / RATE:5.2f}s {size / 1024:7.1f} KiB")
    print(f"total {total / 1024:.1f} KiB")


if __name__ == "__main__":
    main()
