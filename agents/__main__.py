from agents.host import main

main()
