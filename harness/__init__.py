"""What the drills and the benchmarks share: figures over samples and what a process costs.

Not part of the installed product: drills (``drills/``) and benchmarks (``bench/``) run from a checkout. The
processes they start are supervised by the product's own :mod:`lexiquery.stack`, as ``lexiquery up`` does.
"""
