from api.app import main

main()
