"""The one FSRS scheduler every review goes through. The algorithm is py-fsrs's; only its settings are ours.

- No learning steps: the four games that take a verse to 100 are its learning phase, so a verse's first
  review puts it straight into FSRS's Review state (due in days), not through steps of 1 and 10 minutes.
- FSRS's defaults otherwise: its published parameters, 90 % desired retention, a forgotten verse (Again)
  back after one relearning step of 10 minutes, and fuzzing, which spreads verses memorised on the same
  day over neighbouring days so they do not all come due together.
"""

from fsrs import Scheduler

review_scheduler = Scheduler(learning_steps=())
