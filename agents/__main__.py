import os

# One BLAS thread: embedding one question is a small matrix product, and OpenBLAS's default of a spinning
# thread per core made it ~13x slower here (409 ms against 32 ms on 2 cores) and starved the event loop.
# It must be set before numpy is first imported.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from agents.host import main

main()
