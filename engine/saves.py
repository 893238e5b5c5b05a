"""Autosave and resume: the action log as JSON, written atomically; bad files moved aside."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

from engine.paths import user_data_dir
from engine.rules.record import GameRecord, RecordError


class SaveStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or user_data_dir()

    @property
    def autosave_path(self) -> Path:
        return self.folder / "autosave.json"

    def write(self, record: GameRecord) -> None:
        """Write atomically (temp file + replace): a crash never leaves half a save."""
        self.folder.mkdir(parents=True, exist_ok=True)
        data = record.to_json()
        data["saved_at"] = time.strftime("%Y-%m-%d %H:%M:%S")
        tmp = self.autosave_path.with_suffix(".tmp")
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(data, fh, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, self.autosave_path)

    def exists(self) -> bool:
        return self.autosave_path.is_file()

    def load(self) -> GameRecord:
        """The saved record; RecordError (file already moved aside) if it cannot be used."""
        try:
            text = self.autosave_path.read_text(encoding="utf-8")
            data = json.loads(text)
            return GameRecord.from_json(data)
        except FileNotFoundError as exc:
            raise RecordError("there is no saved game") from exc
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            self.quarantine()
            raise RecordError(f"the saved game is damaged ({type(exc).__name__})") from exc
        except RecordError:
            self.quarantine()
            raise

    def quarantine(self) -> Path | None:
        """Move a bad save aside (kept for bug reports) so the menu works again."""
        if not self.autosave_path.exists():
            return None
        dest = self.folder / f"autosave.broken-{time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            os.replace(self.autosave_path, dest)
        except OSError:
            return None
        return dest

    def clear(self) -> None:
        try:
            self.autosave_path.unlink()
        except FileNotFoundError:
            pass
