from lexiquery.cli import main

main()
